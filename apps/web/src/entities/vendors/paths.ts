/** A vendor's editor (spec A "Vendors"). A module of its own: the cells beside it bring the grid (decision 211). */
export const vendorDetailsPath = (vendorid: number) => `/vendor/details?id=${vendorid}`;
