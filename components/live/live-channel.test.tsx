/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { LiveProvider, useLive, useLiveTopics } from './live-channel';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/components/tabs/views-context', () => ({ useViews: () => ({ views: [] }) }));
jest.mock('@/components/shell/shell-context', () => ({ useShellData: () => ({ titles: {}, user: { id: '1' } }) }));

// The stream the channel reads: the test writes the platform's events into it.
let write: (text: string) => void = () => {};
jest.mock('@/lib/request/event-stream', () => ({
  // jsdom has no web streams; Node's are the same API.
  openEventStream: async () => ({
    kind: 'stream',
    text: new (jest.requireActual<typeof import('node:stream/web')>('node:stream/web').ReadableStream)<string>({
      start(controller) {
        write = (text) => controller.enqueue(text);
      },
    }),
  }),
}));

// Commits each part of the tree took part in, counted by React's Profiler.
const renders: Record<string, number> = { status: 0, simTime: 0, other: 0 };
const count: ProfilerOnRenderCallback = (id) => void (renders[id] = (renders[id] ?? 0) + 1);

function StatusReader() {
  return <output data-testid="status">{useLive((live) => live.status)}</output>;
}
function SimTimeReader() {
  return <output data-testid="sim">{useLive((live) => live.simTime)}</output>;
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

it('tells each reader only of what it selects, and the rest of the shell of nothing', async () => {
  render(
    <LiveProvider>
      <Profiler id="status" onRender={count}>
        <StatusReader />
      </Profiler>
      <Profiler id="simTime" onRender={count}>
        <SimTimeReader />
      </Profiler>
      {/* Reads nothing of the channel, as most of a view's screen. */}
      <Profiler id="other" onRender={count}>
        <output />
      </Profiler>
    </LiveProvider>,
  );
  await flush();
  expect(screen.getByTestId('status').textContent).toBe('connecting');
  const before = { ...renders };

  write('event: ready\ndata: {}\n\n');
  await flush();
  expect(screen.getByTestId('status').textContent).toBe('live');
  expect(renders.status).toBe(before.status + 1);

  // Pings and events of other topics: the channel's age moves, nothing shown here does.
  for (let i = 0; i < 5; i++) {
    write(': ping\n\n');
    write(`event: plant\ndata: {"n":${i}}\n\n`);
    await flush();
  }
  write('event: sim\ndata: {"simTime":"2026-03-15 10:00:05"}\n\n');
  await flush();
  expect(screen.getByTestId('sim').textContent).toBe('2026-03-15 10:00:05');

  expect(renders.status).toBe(before.status + 1);
  expect(renders.simTime).toBe(before.simTime + 1);
  expect(renders.other).toBe(before.other);
});

function TopicReader({ topic, heard }: { topic: string; heard: string[] }) {
  useLiveTopics([topic], (_data, event) => void heard.push(`${topic}:${event}`));
  return null;
}

it('a gap reaches its topic’s readers as a reset (read afresh), no other reader; a reset reaches all', async () => {
  const heard: string[] = [];
  render(
    <LiveProvider>
      <TopicReader topic="alarm" heard={heard} />
      <TopicReader topic="hj.hit" heard={heard} />
    </LiveProvider>,
  );
  await flush();
  write('event: ready\ndata: {}\n\n');
  write('event: hj.hit\ndata: {"id":1}\n\n');
  write('event: gap\ndata: {"topic":"hj.hit"}\n\n');
  write('event: gap\ndata: {"topic":"bhz.lq"}\n\n');
  await flush();
  expect(heard).toEqual(['hj.hit:hj.hit', 'hj.hit:reset']);
  write('event: reset\ndata: {"reason":"too old"}\n\n');
  await flush();
  expect(heard.slice(2).sort()).toEqual(['alarm:reset', 'hj.hit:reset']);
});

it('gives null outside the shell', () => {
  render(<StatusReader />);
  expect(screen.getByTestId('status').textContent).toBe('');
});
