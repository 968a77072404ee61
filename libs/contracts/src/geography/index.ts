export * from './nigeria-states.js';
export * from './geography.js';
