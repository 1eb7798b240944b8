// Benchmark helpers other packages use (`@adstudio/api/bench`).
export * from './stats.js';
export { databaseUrl, ensureDatabase } from './databases.js';
