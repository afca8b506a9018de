// `npm start`: install what is missing, build what is stale, then serve the whole portal
// (the API migrates and seeds the database on start and prints the URL and the demo accounts).
import { ensureBuilt, ensureInstalled, mustRun } from './workspace.mjs';

ensureInstalled();
ensureBuilt();
mustRun(['--filter', '@portal/api', 'run', 'start']);
