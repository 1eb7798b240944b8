import { fileURLToPath } from 'node:url';

// The template library ships in the repo (packages/api/demo/templates); the same path works from
// src and dist. Previews are served from it at /api/v1/files/templates/<file>.
export const DEMO_TEMPLATES_DIR = fileURLToPath(new URL('../../demo/templates/', import.meta.url));
export const PREVIEW_URL_PREFIX = '/api/v1/files/templates/';
