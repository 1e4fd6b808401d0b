import { observer } from 'mobx-react-lite';
import { useRootStore } from '../../context/store-context';
import { ImageViewerDialog } from './image-viewer-dialog';

/**
 * The shell's one image viewer, opened through `root.dialogs.openImages` (the `showImage` bus message,
 * images in a site message, the assistant).
 */
export const GlobalImageViewer = observer(function GlobalImageViewer() {
  const root = useRootStore();
  const images = root.dialogs.images;
  if (!images) return null;
  return (
    <ImageViewerDialog
      // each opening starts at its own index and zoom
      key={`${images.index}:${images.urls.join('\n')}`}
      urls={images.urls}
      initialIndex={images.index}
      onClose={() => root.dialogs.closeImages()}
    />
  );
});
