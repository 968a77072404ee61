// Pure (no Nest, no node: imports) so the public site's offline verifier can use it too.
export * from './base45.js';
export * from './cbor.js';
export * from './cose-sign1.js';
export * from './credential.js';
