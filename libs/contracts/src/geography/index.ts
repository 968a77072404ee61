export * from './nigeria-states.js';
export * from './geography.js';
export * from './centre-coordinates.js';
