// Benchmark helpers other packages use (`@adstudio/api/bench`).
export * from './stats.js';
export { benchUrl, databaseUrl, ensureDatabase } from './databases.js';
