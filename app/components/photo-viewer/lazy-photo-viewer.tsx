import { lazy, Suspense } from "react";
import type { PhotoViewerProps } from "./photo-viewer";

// The viewer and its styles stay out of the page's first load; they arrive on the first open.
const PhotoViewer = lazy(() => import("./photo-viewer"));

export function LazyPhotoViewer(props: PhotoViewerProps) {
  return (
    <Suspense fallback={null}>
      <PhotoViewer {...props} />
    </Suspense>
  );
}
