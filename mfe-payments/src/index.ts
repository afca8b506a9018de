// Async boundary: lets the remote start on its own in development with its shared singletons settled.
import('./bootstrap');
