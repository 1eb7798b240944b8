// The spec's fixed vocabulary, one `as const` list per fact (twenty's twenty-shared constants):
// every other package imports it from here rather than keep a copy. This package imports nothing,
// so any side, browser or Node, may use it (eslint.config.js keeps it so).
export * from './calendar.constants.js';
export * from './collections.constants.js';
export * from './errors.js';
export * from './smart.constants.js';
export * from './templates.constants.js';
export * from './uploads.constants.js';
