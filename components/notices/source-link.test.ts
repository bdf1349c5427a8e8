import { alarmSource } from './source-link';

const titles = (...codes: string[]) => Object.fromEntries(codes.map((c) => [c, c]));

describe('an alarm’s source page', () => {
  test('a speeding truck opens on the map with the truck selected, else its playback, else the trips', () => {
    const alarm = { domain: 'ylc', type: 'overSpeed', deviceCode: 'YLC-007' };
    expect(alarmSource(alarm, titles('ylcRealtimeLocationManager', 'ylcTrackPlaybackManager'))).toEqual({
      code: 'ylcRealtimeLocationManager',
      href: '/ylcManager/ylcRealtimeLocationManager?vehicle=YLC-007',
    });
    expect(alarmSource(alarm, titles('ylcTrackPlaybackManager'))?.href).toBe(
      '/ylcManager/ylcTrackPlaybackManager?vehicle=YLC-007',
    );
    expect(alarmSource(alarm, titles('ylcTransportQueryManager'))?.href).toBe('/ylcManager/ylcTransportQueryManager');
  });

  test('other sources open as pages; a reader holding none of them has no link', () => {
    const roller = { domain: 'znys', type: 'overSpeed', deviceCode: 'YL-01' };
    expect(alarmSource(roller, titles('znysProcessMonitorManager'))?.href).not.toContain('?');
    expect(alarmSource(roller, titles())).toBeUndefined();
  });
});
