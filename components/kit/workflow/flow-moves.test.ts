import { movesFor, parseAttachments } from './flow-moves';

const holds = (codes: string[]) => (code: string) => codes.includes(code);

describe('closure moves', () => {
  it('offers each role the moves of its step from the states that allow them', () => {
    const contractor = holds(['p:btn_handle']);
    const supervisor = holds(['p:btn_review']);
    const hq = holds(['p:btn_hqReview']);
    expect(movesFor(0, 'p', contractor).map((m) => m.move)).toEqual(['handle']);
    expect(movesFor(30, 'p', contractor).map((m) => m.move)).toEqual(['handle']);
    expect(movesFor(10, 'p', contractor)).toEqual([]);
    expect(movesFor(10, 'p', supervisor).map((m) => m.move)).toEqual(['accept', 'approve', 'reject']);
    expect(movesFor(40, 'p', supervisor).map((m) => m.move)).toEqual(['approve', 'reject']);
    expect(movesFor(50, 'p', supervisor)).toEqual([]);
    expect(movesFor(50, 'p', hq).map((m) => m.move)).toEqual(['hqApprove', 'hqReject']);
    expect(movesFor(20, 'p', holds(['p:btn_handle', 'p:btn_review', 'p:btn_hqReview']))).toEqual([]);
  });

  it('reads attachment names separated by commas or lines and refuses other types', () => {
    expect(parseAttachments(' a.jpg，b.PDF\n\nc.xlsx ')).toEqual({ names: ['a.jpg', 'b.PDF', 'c.xlsx'] });
    expect(parseAttachments('')).toEqual({ names: [] });
    expect(parseAttachments('a.jpg, run.exe').invalid).toBe('run.exe');
    expect(parseAttachments('../x.pdf').invalid).toBe('../x.pdf');
    expect(parseAttachments('1.pdf,2.pdf,3.pdf,4.pdf,5.pdf,6.pdf').tooMany).toBe(true);
  });
});
