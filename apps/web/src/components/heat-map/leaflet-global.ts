import L from 'leaflet';

// leaflet.heat is a classic plugin that extends the global `L`; the bundled Leaflet does not set one.
// This module is imported before 'leaflet.heat' so that global exists when the plugin runs.
(globalThis as { L?: typeof L }).L = L;
