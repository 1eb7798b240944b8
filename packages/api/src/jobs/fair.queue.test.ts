import { describe, expect, it } from 'vitest';
import { FairQueue, fairLimits, type FairLimits, type JobClass } from './fair.queue.js';

// Jobs held open until the test lets them finish, so the order they start in is the only thing seen.
function harness(limits: FairLimits) {
  const queue = new FairQueue({ limits, busy: 'renderBusy', userBusy: 'renderUserBusy' });
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const submit = (user: string, name: string, jobClass: JobClass = 'interactive') =>
    queue.run(
      user,
      jobClass,
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          finish.set(name, () => {
            resolve(name);
          });
        }),
    );
  const done = async (name: string, job: Promise<string>) => {
    finish.get(name)?.();
    expect(await job).toBe(name);
  };
  return { queue, started, submit, done };
}

const oneAtATime = { running: 1, perUserRunning: 1, waitingMax: 20, perUserWaiting: 20 };

describe(FairQueue.name, () => {
  it('gives the next free slot to users in turn, not in arrival order', async () => {
    const { started, submit, done } = harness(oneAtATime);
    const a1 = submit('a', 'a1');
    const a2 = submit('a', 'a2');
    const a3 = submit('a', 'a3');
    const b1 = submit('b', 'b1');
    const c1 = submit('c', 'c1');
    expect(started).toEqual(['a1']);
    await done('a1', a1);
    await done('b1', b1);
    await done('c1', c1);
    await done('a2', a2);
    await done('a3', a3);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'a3']);
  });

  it('does not take a user who comes back at once for a newcomer', async () => {
    const { started, submit, done } = harness(oneAtATime);
    const a1 = submit('a', 'a1');
    const b1 = submit('b', 'b1');
    await done('a1', a1);
    const a2 = submit('a', 'a2');
    const c1 = submit('c', 'c1');
    await done('b1', b1);
    await done('c1', c1);
    await done('a2', a2);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2']);
  });

  it('starts interactive work before bulk work that waited longer', async () => {
    const { started, submit, done } = harness(oneAtATime);
    const first = submit('a', 'first');
    const bulk = submit('b', 'bulk', 'bulk');
    const interactive = submit('c', 'interactive');
    await done('first', first);
    await done('interactive', interactive);
    await done('bulk', bulk);
    expect(started).toEqual(['first', 'interactive', 'bulk']);
  });

  it("keeps one user to their share of the slots while another user's job starts at once", async () => {
    const { started, submit, done } = harness({ ...oneAtATime, running: 2 });
    const flood = Array.from({ length: 5 }, (_, i) => submit('a', `a${i}`));
    expect(started).toEqual(['a0']);
    const other = submit('b', 'b0');
    expect(started).toEqual(['a0', 'b0']);
    await done('b0', other);
    for (const [i, job] of flood.entries()) await done(`a${i}`, job);
    expect(started).toEqual(['a0', 'b0', 'a1', 'a2', 'a3', 'a4']);
  });

  it("refuses past a user's waiting share with 429, and past the whole line with 503", async () => {
    const { queue, submit, done } = harness({
      running: 1,
      perUserRunning: 1,
      waitingMax: 3,
      perUserWaiting: 2,
    });
    const kept = [submit('a', 'a0'), submit('a', 'a1'), submit('a', 'a2')];
    await expect(submit('a', 'a3')).rejects.toMatchObject({
      code: 429,
      message: '你的作图任务太多了，请等前面的完成后再试',
    });
    const b0 = submit('b', 'b0');
    await expect(submit('c', 'c0')).rejects.toMatchObject({
      code: 503,
      message: '作图的人太多了，请稍后再试',
    });
    expect(queue.size).toBe(3);
    await done('a0', kept[0] as Promise<string>);
    await done('b0', b0);
    await done('a1', kept[1] as Promise<string>);
    await done('a2', kept[2] as Promise<string>);
    expect([queue.size, queue.pending]).toEqual([0, 0]);
  });

  it("lets a user's new bulk job take the place of their oldest waiting one", async () => {
    const { started, submit, done } = harness({ ...oneAtATime, perUserWaiting: 2 });
    const running = submit('a', 'p0', 'bulk');
    const oldest = submit('a', 'p1', 'bulk');
    const kept = submit('a', 'p2', 'bulk');
    const newest = submit('a', 'p3', 'bulk');
    await expect(oldest).rejects.toMatchObject({ code: 429 });
    // Interactive work is never displaced: past the share it is refused itself.
    const asked = submit('a', 'i0');
    await expect(asked).rejects.toMatchObject({ code: 429 });
    await done('p0', running);
    await done('p2', kept);
    await done('p3', newest);
    expect(started).toEqual(['p0', 'p2', 'p3']);
  });

  it('refuses the waiting jobs when cleared (the api closing), the running one finishing', async () => {
    const { queue, submit, done } = harness(oneAtATime);
    const running = submit('a', 'a0');
    const waiting = submit('b', 'b0');
    queue.clear();
    await expect(waiting).rejects.toMatchObject({ code: 503 });
    await done('a0', running);
  });

  it('leaves one user at most half the workers and half the line', () => {
    expect(fairLimits({ workers: 1, queueMax: 20 })).toEqual({
      running: 1,
      perUserRunning: 1,
      waitingMax: 20,
      perUserWaiting: 10,
    });
    expect(fairLimits({ workers: 4, queueMax: 2 })).toMatchObject({
      perUserRunning: 2,
      perUserWaiting: 1,
    });
  });
});
