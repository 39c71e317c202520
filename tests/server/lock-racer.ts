// One racing starter for data-dir-lock.test.ts, a child process driven over IPC: told a directory
// and a moment, it tries to take that directory's lock at that moment and says whether it did.
// It keeps every lock it took until it exits, so a second holder cannot hide behind a release.
import { acquireDataDirLock } from '../../src/server/store/data-dir-lock';

interface Race {
  dir: string;
  at: number;
}

const held: unknown[] = [];

process.on('message', (race: Race) => {
  const go = async () => {
    // Spin the last milliseconds so every racer leaves the mark together.
    while (Date.now() < race.at) await new Promise((resolve) => setImmediate(resolve));
    try {
      held.push(await acquireDataDirLock(race.dir));
      process.send!({ dir: race.dir, won: true });
    } catch (error) {
      process.send!({ dir: race.dir, won: false, message: (error as Error).message });
    }
  };
  void go();
});
process.send!({ ready: true });
