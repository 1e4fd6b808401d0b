import { Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { IMAGE_ZOOM_RATE } from '@shared/constants/limits';

export interface ImageViewerDialogProps {
  urls: readonly string[];
  /** the image shown first */
  initialIndex: number;
  onClose: () => void;
}

/** zoom limits: beyond them the image is a dot or a blur, and the buttons say so by being disabled */
const MIN_ZOOM = IMAGE_ZOOM_RATE ** -6;
const MAX_ZOOM = IMAGE_ZOOM_RATE ** 10;

/**
 * The shell's image viewer (product-spec §2, §9): previous/next through the list, zoom in and out by
 * the rate 1.2. It closes on a click on the background or its close button, never on Escape: an
 * operator pressing Escape to leave a zoomed image must not lose the viewer. Mount it per opening
 * (a `key`), so each opening starts at its own index and at 100 %.
 */
export function ImageViewerDialog({ urls, initialIndex, onClose }: ImageViewerDialogProps) {
  const [index, setIndex] = useState(initialIndex);
  const [zoom, setZoom] = useState(1);
  const count = urls.length;
  const go = (next: number) => {
    setIndex(next);
    setZoom(1);
  };

  return (
    <Modal
      open
      centered
      width={880}
      keyboard={false}
      mask={{ closable: true }}
      title={`图片查看（${index + 1}/${count}）`}
      onCancel={onClose}
      footer={
        <Space wrap>
          <Button onClick={() => go(index - 1)} disabled={index === 0}>
            上一张
          </Button>
          <Button onClick={() => go(index + 1)} disabled={index >= count - 1}>
            下一张
          </Button>
          <Button onClick={() => setZoom(zoom / IMAGE_ZOOM_RATE)} disabled={zoom / IMAGE_ZOOM_RATE < MIN_ZOOM}>
            缩小
          </Button>
          <Button onClick={() => setZoom(zoom * IMAGE_ZOOM_RATE)} disabled={zoom * IMAGE_ZOOM_RATE > MAX_ZOOM}>
            放大
          </Button>
          <Typography.Text aria-label="缩放比例">{`${Math.round(zoom * 100)}%`}</Typography.Text>
        </Space>
      }
    >
      <div style={{ height: 480, overflow: 'auto', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5' }}>
        <img
          src={urls[index]}
          alt={`第 ${index + 1} 张图片，共 ${count} 张`}
          style={{ maxWidth: '100%', maxHeight: '100%', transform: `scale(${zoom})`, transformOrigin: 'center', transition: 'transform 0.15s' }}
        />
      </div>
    </Modal>
  );
}
