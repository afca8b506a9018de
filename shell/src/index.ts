// Async boundary: the federation runtime settles the shared singletons before any app code runs.
import('./bootstrap');
