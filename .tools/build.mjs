// `npm run build`: build every stale front-end app (the same step `npm start` takes).
import { ensureBuilt, ensureInstalled } from './workspace.mjs';

ensureInstalled();
ensureBuilt();
