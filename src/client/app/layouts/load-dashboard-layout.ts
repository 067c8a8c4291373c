// The signed-in screens' layout is its own chunk (the catalogue's first visit does not carry it);
// one loader for the route table's lazy component and for boot's preload of it.
export const loadDashboardLayout = () => import('./dashboard-layout');
