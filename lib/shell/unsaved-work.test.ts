import {
  confirmDiscard,
  detachDirty,
  dirtyAmong,
  forgetDirty,
  leaveWithoutAsking,
  markDirty,
  newFormId,
  resetUnsavedWork,
  setDiscardAsker,
  shouldPromptOnUnload,
  subscribeUnsavedWork,
  syncOpenViews,
  trackDirty,
} from './unsaved-work';

afterEach(() => resetUnsavedWork());

describe('unsaved work registry', () => {
  it('lists each dirty view once, in order, within the scope asked about', () => {
    markDirty('/a');
    markDirty('/b');
    markDirty('/a');
    expect(dirtyAmong('all')).toEqual(['/a', '/b']);
    expect(dirtyAmong(['/b', '/c'])).toEqual(['/b']);
    expect(dirtyAmong(['/c'])).toEqual([]);
  });

  it('forgets a form when it is taken back, and only that one', () => {
    const first = markDirty('/a');
    markDirty('/a');
    first();
    first();
    expect(dirtyAmong('all')).toEqual(['/a']);
  });

  it('tells subscribers about changes', () => {
    const seen = jest.fn();
    const stop = subscribeUnsavedWork(seen);
    const undo = markDirty('/a');
    undo();
    stop();
    markDirty('/b');
    expect(seen).toHaveBeenCalledTimes(2);
  });
});

describe('kept-alive views', () => {
  it("keeps a hidden view's form (effects cleaned up) and drops it when the view closes", () => {
    const id = newFormId();
    trackDirty(id, '/users');
    syncOpenViews(['/users', '/menus'], '/menus');
    detachDirty(id); // the view was hidden
    expect(dirtyAmong('all')).toEqual(['/users']);
    syncOpenViews(['/menus'], '/menus');
    expect(dirtyAmong('all')).toEqual([]);
  });

  it('does not count a detached form of the view on screen (it was unmounted for real)', () => {
    const id = newFormId();
    trackDirty(id, '/users');
    syncOpenViews(['/users'], '/users');
    detachDirty(id);
    expect(dirtyAmong('all')).toEqual([]);
    trackDirty(id, '/users'); // shown again: attached
    expect(dirtyAmong('all')).toEqual(['/users']);
    forgetDirty(id);
    expect(dirtyAmong('all')).toEqual([]);
  });
});

describe('confirmDiscard', () => {
  it('does not ask when nothing in scope is unsaved', async () => {
    const ask = jest.fn(async () => false);
    setDiscardAsker(ask);
    markDirty('/a');
    await expect(confirmDiscard(['/b'])).resolves.toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks with the affected views and follows the answer', async () => {
    const ask = jest.fn(async () => false);
    setDiscardAsker(ask);
    markDirty('/a');
    markDirty('/b');
    await expect(confirmDiscard(['/b', '/c'])).resolves.toBe(false);
    expect(ask).toHaveBeenCalledWith(['/b']);
    ask.mockResolvedValueOnce(true);
    await expect(confirmDiscard('all')).resolves.toBe(true);
    expect(ask).toHaveBeenLastCalledWith(['/a', '/b']);
  });

  it('restores the previous asker when the latest goes away', async () => {
    const outer = jest.fn(async () => true);
    const inner = jest.fn(async () => false);
    setDiscardAsker(outer);
    const remove = setDiscardAsker(inner);
    markDirty('/a');
    remove();
    await expect(confirmDiscard('all')).resolves.toBe(true);
    expect(outer).toHaveBeenCalled();
    expect(inner).not.toHaveBeenCalled();
  });
});

describe('unload prompt', () => {
  it('prompts only with unsaved input, and never once leaving on purpose', () => {
    expect(shouldPromptOnUnload()).toBe(false);
    markDirty('/a');
    expect(shouldPromptOnUnload()).toBe(true);
    leaveWithoutAsking();
    expect(shouldPromptOnUnload()).toBe(false);
  });
});
