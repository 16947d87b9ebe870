// The banner's height, shared by the carousel and the placeholder that keeps its place while it loads.
export const BANNER_HEIGHT = 200;
