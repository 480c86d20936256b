import { describe, expect, it } from 'vitest';
import { softwareMessages } from './software.messages';

describe('the licence progress in words', () => {
  it('speaks of one licence in the singular, and says why Finish waits', () => {
    expect(softwareMessages.licencesWaitOffline(1)).toBe('No connection: 1 licence waits on this device and is sent when the connection returns.');
    expect(softwareMessages.licencesWaitOffline(2)).toBe('No connection: 2 licences wait on this device and are sent one by one when the connection returns.');
    expect(softwareMessages.finishWhenSent(1, false)).toBe('Finish once every licence is sent: 1 waits for the connection.');
    expect(softwareMessages.finishWhenSent(4, true)).toBe('Finish once every licence is sent: 4 wait.');
  });
});
