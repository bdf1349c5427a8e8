'use client';

import { useEffect, useRef } from 'react';
import { isHls } from './wall-layout';

/**
 * A camera's live stream, muted and playing inline. WebM/MP4, and HLS where the browser plays it
 * itself (Safari), go straight to the video element; elsewhere HLS goes through hls.js, imported here
 * only when a stream needs it, so the library is in no chunk but this one's. `onFail` is told when the
 * stream cannot be played (the tile then says so).
 */
export function StreamPlayer({ url, label, onFail }: { url: string; label: string; onFail: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  const failed = useRef(onFail);
  useEffect(() => {
    failed.current = onFail;
  });

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (!isHls(url) || video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = url;
      return () => {
        video.removeAttribute('src');
        video.load();
      };
    }
    let stopped = false;
    let destroy = () => {};
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (stopped) return;
        if (!Hls.isSupported()) {
          failed.current();
          return;
        }
        const hls = new Hls({ lowLatencyMode: true, backBufferLength: 30 });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) failed.current();
        });
        hls.loadSource(url);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      })
      .catch(() => failed.current());
    return () => {
      stopped = true;
      destroy();
    };
  }, [url]);

  return (
    <video
      ref={ref}
      aria-label={label}
      muted
      autoPlay
      playsInline
      onError={() => failed.current()}
      style={{ width: '100%', height: '100%', objectFit: 'contain', background: '#000', display: 'block' }}
    />
  );
}
