// The box screens' paths: the admin's Boxes, the distributor's Depot, a box's own page and the
// recycler's boxes. The route table, the menus (features/layout) and the links point here or say the same.
export const ADMIN_BOXES_PATH = '/admin/boxes';
export const DEPOT_PATH = '/distributor/depot';
/** A box's own page, the address its label's QR code holds (PUBLIC_URL/b/<code>). */
export const BOX_PAGE_PATH = '/b/:code';
/** The recycler's boxes: handed in, posted back. */
export const MY_BOXES_PATH = '/user/boxes';
