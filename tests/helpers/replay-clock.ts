/**
 * A replay's clock and sleep for tests: time moves only when the replay sleeps, and by `request()`
 * for a request that takes time. `sleeps` are the waits between items, exactly.
 */
export function replayClock() {
  let time = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
    /** The server takes this long to answer. */
    request: (ms: number) => {
      time += ms;
    },
  };
}
