// The box screens' paths: the admin's Boxes and the distributor's Depot. The route table, the
// menus (features/layout) and the dashboards' links point here or say the same.
export const ADMIN_BOXES_PATH = '/admin/boxes';
export const DEPOT_PATH = '/distributor/depot';
