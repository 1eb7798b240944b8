// Seeds the e2e suite's demo data ahead of it: `npm test` runs this right after the build, beside
// the PostgreSQL tier, and the suite then finds the folder by its content hash (seed.ts).
import { seedSnapshot } from './seed.js';

await seedSnapshot();
