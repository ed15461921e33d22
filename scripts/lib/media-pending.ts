/** Written by `npm run build -- --defer-media` while the build's pictures and PDFs are still to be made. */
export const MEDIA_PENDING = "build/client/.media-pending";
