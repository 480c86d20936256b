import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const PG = 'postgres://app:app@127.0.0.1:5432/app';

describe('the server configuration', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(readConfig({}, []).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }, []).host).toBe('0.0.0.0');
  });

  it('creates the demo company on the embedded database, unless DEMO=0', () => {
    expect(readConfig({}, []).demo).toBe(true);
    expect(readConfig({ DEMO: '0' }, []).demo).toBe(false);
  });

  it('never creates the demo company on a DATABASE_URL server unless asked for', () => {
    expect(readConfig({ DATABASE_URL: PG }, []).demo).toBe(false);
    expect(readConfig({ DATABASE_URL: PG, DEMO: '1' }, []).demo).toBe(true);
    expect(readConfig({ DATABASE_URL: PG }, ['--demo']).demo).toBe(true);
  });

  it('marks the session cookie Secure only with SECURE_COOKIES=1', () => {
    expect(readConfig({}, []).secureCookies).toBe(false);
    expect(readConfig({ SECURE_COOKIES: '1' }, []).secureCookies).toBe(true);
  });

  it('builds the links in mail from PUBLIC_URL, else from the port only while the server listens on this machine alone', () => {
    expect(readConfig({ PUBLIC_URL: 'https://workplace.example.com/' }, []).publicUrl).toBe('https://workplace.example.com');
    expect(readConfig({ PORT: '3100' }, []).publicUrl).toBe('http://localhost:3100');
    expect(readConfig({ PORT: '3100', HOST: 'localhost' }, []).publicUrl).toBe('http://localhost:3100');
    expect(readConfig({ HOST: '0.0.0.0' }, []).publicUrl).toBeUndefined();
    expect(readConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://hr.example.org' }, []).publicUrl).toBe('https://hr.example.org');
  });
});
