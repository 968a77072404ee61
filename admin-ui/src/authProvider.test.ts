import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, checkedProfile, loadProfile, PasswordResetRequiredError, PROFILE_CHECK_INTERVAL_MS } from './authProvider';

const user = {
  id: 'u1',
  email: 'ada@council.gov.ng',
  firstName: 'Ada',
  lastName: 'Obi',
  roles: [{ type: 'admin', level: 'state', assignedStates: ['Lagos'] }],
};

type Handler = (url: string, init: RequestInit) => Response;

function serve(handler: Handler) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const authHeader = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

beforeEach(async () => {
  window.localStorage.clear();
  // Resets the module's verification cache between tests.
  await authProvider.logout({});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('login', () => {
  it('stores the token and the user', async () => {
    const fetchMock = serve(() => Response.json({ success: true, data: { token: 't1', user, shouldResetPassword: false } }));

    await authProvider.login({ email: ' ada@council.gov.ng ', password: 'secret1' });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ada@council.gov.ng', password: 'secret1' });
    expect(window.localStorage.getItem('authToken')).toBe('t1');
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual(user);
  });

  it('asks for a new password without storing the restricted token, then signs in with the full one', async () => {
    const fetchMock = serve((url) =>
      url === '/api/auth/login'
        ? Response.json({ success: true, data: { token: 'restricted', user, shouldResetPassword: true } })
        : Response.json({ success: true, data: { token: 'full', user } }),
    );

    const error = await authProvider.login({ email: 'ada@council.gov.ng', password: 'secret1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PasswordResetRequiredError);
    expect(error).toMatchObject({ userId: 'u1', resetToken: 'restricted' });
    expect(window.localStorage.getItem('authToken')).toBeNull();

    await authProvider.login({ userId: 'u1', newPassword: 'Secret12', resetToken: 'restricted' });

    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe('/api/auth/reset-password-login');
    expect(authHeader(init)).toBe('Bearer restricted');
    expect(JSON.parse(init.body as string)).toEqual({ userId: 'u1', newPassword: 'Secret12' });
    expect(window.localStorage.getItem('authToken')).toBe('full');
  });

  it('rejects with the server message on failure', async () => {
    serve(() => Response.json({ success: false, message: 'Too many attempts' }, { status: 429 }));
    await expect(authProvider.login({ email: 'a@b.co', password: 'secret1' })).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts',
    });
  });
});

describe('logout', () => {
  it('ends the token on the server, clears the token and the user and sends to /login', async () => {
    const fetchMock = serve(() => Response.json({ success: true, message: 'Signed out successfully' }));
    window.localStorage.setItem('authToken', 't1');
    window.localStorage.setItem('user', JSON.stringify(user));
    expect(await authProvider.logout({})).toBe('/login');
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init.method, authHeader(init)]).toEqual(['/api/auth/logout', 'POST', 'Bearer t1']);
  });

  it('signs out here even when the server cannot be reached, and asks nothing without a token', async () => {
    const fetchMock = serve(() => {
      throw new TypeError('Failed to fetch');
    });
    window.localStorage.setItem('authToken', 't1');
    expect(await authProvider.logout({})).toBe('/login');
    expect(window.localStorage.getItem('authToken')).toBeNull();
    await authProvider.logout({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('checkAuth', () => {
  beforeEach(() => {
    window.localStorage.setItem('authToken', 't1');
    window.localStorage.setItem('user', JSON.stringify(user));
  });

  it('rejects without calling the server when there is no token', async () => {
    window.localStorage.removeItem('authToken');
    const fetchMock = serve(() => Response.json({ success: true }));
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validates the token with /api/auth/profile and reuses the answer for 30 seconds', async () => {
    vi.useFakeTimers();
    const fetchMock = serve(() => Response.json({ success: true, data: user }));

    await Promise.all([authProvider.checkAuth({}), authProvider.checkAuth({})]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/profile');
    expect(authHeader(fetchMock.mock.calls[0][1])).toBe('Bearer t1');

    vi.advanceTimersByTime(PROFILE_CHECK_INTERVAL_MS - 1);
    await authProvider.checkAuth({});
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    await authProvider.checkAuth({});
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the profile it read for the layout, for the same token and only while fresh', async () => {
    vi.useFakeTimers();
    serve(() => Response.json({ success: true, data: { email: user.email, level: 'state' } }));
    expect(checkedProfile('t1')).toBeNull();
    await authProvider.checkAuth({});
    expect(checkedProfile('t1')).toEqual({ email: user.email, level: 'state' });
    expect(checkedProfile('another')).toBeNull();
    vi.advanceTimersByTime(PROFILE_CHECK_INTERVAL_MS);
    expect(checkedProfile('t1')).toBeNull();
  });

  it('clears the session and rejects on 401', async () => {
    serve(() => Response.json({ success: false, message: 'Token expired' }, { status: 401 }));
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('keeps the session when the server is unreachable, and asks again next time', async () => {
    const fetchMock = serve(() => Response.json({ success: false, message: 'Server error' }, { status: 500 }));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await authProvider.checkAuth({});
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem('authToken')).toBe('t1');
  });

  it('signs out when the stored user cannot be read', async () => {
    window.localStorage.setItem('user', '{not json');
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});

describe('identity and permissions', () => {
  it('come from the stored user', async () => {
    window.localStorage.setItem('authToken', 't1');
    window.localStorage.setItem('user', JSON.stringify(user));
    expect(await authProvider.getIdentity!()).toEqual({ id: 'u1', fullName: 'Ada Obi' });
    expect(await authProvider.getPermissions!({})).toEqual(user.roles);
  });
});

describe('checkError', () => {
  it('signs out on 401 only', async () => {
    window.localStorage.setItem('authToken', 't1');
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(window.localStorage.getItem('authToken')).toBe('t1');
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });
});

describe('canAccess', () => {
  const profile = {
    ...user,
    level: 'state',
    assignedStates: ['Lagos'],
    isSuperAdmin: false,
    permissions: ['centres.read', 'centres.review'],
    power: [{ role: 'admin', level: 'state', permissions: ['centres.read', 'centres.review'], states: ['Lagos'] }],
  };

  beforeEach(() => {
    window.localStorage.setItem('authToken', 't1');
    window.localStorage.setItem('user', JSON.stringify(user));
  });

  it('answers from the profile, read once for every question asked together', async () => {
    const fetchMock = serve(() => Response.json({ success: true, data: profile }));
    const answers = await Promise.all([
      authProvider.canAccess!({ resource: 'admin-centres', action: 'list' }),
      authProvider.canAccess!({ resource: 'admin-centres', action: 'approve' }),
      authProvider.canAccess!({ resource: 'admin-centres', action: 'approve', record: { State: 'Kano' } }),
      authProvider.canAccess!({ resource: 'admin-users', action: 'list' }),
      authProvider.canAccess!({ resource: 'admin-centres', action: 'unknown' }),
      authProvider.canAccess!({ resource: 'unknown', action: 'list' }),
    ]);
    expect(answers).toEqual([true, true, false, false, false, false]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The session check that follows reuses the same answer.
    await authProvider.checkAuth({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reuses the profile the session check read', async () => {
    const fetchMock = serve(() => Response.json({ success: true, data: profile }));
    await authProvider.checkAuth({});
    expect(await loadProfile()).toEqual(profile);
    expect(await authProvider.canAccess!({ resource: 'admin-dashboard', action: 'list' })).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses everything when signed out, without asking the server', async () => {
    window.localStorage.removeItem('authToken');
    const fetchMock = serve(() => Response.json({ success: true, data: profile }));
    expect(await authProvider.canAccess!({ resource: 'admin-profile', action: 'list' })).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs out when the profile read answers 401', async () => {
    serve(() => Response.json({ success: false, message: 'Token expired' }, { status: 401 }));
    await expect(authProvider.canAccess!({ resource: 'admin-dashboard', action: 'list' })).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });
});

describe('canAccess after the check interval', () => {
  beforeEach(() => {
    window.localStorage.setItem('authToken', 't1');
    window.localStorage.setItem('user', JSON.stringify(user));
  });

  it('answers from the last profile read when a re-read fails for a moment', async () => {
    vi.useFakeTimers();
    const profile = { ...user, level: 'national', assignedStates: [], isSuperAdmin: false, permissions: ['centres.read'], power: [{ role: 'admin', level: 'national', permissions: ['centres.read'], states: 'all' }] };
    let up = true;
    serve(() => (up ? Response.json({ success: true, data: profile }) : Response.json({ success: false, message: 'Busy' }, { status: 503 })));
    expect(await authProvider.canAccess!({ resource: 'admin-centres', action: 'list' })).toBe(true);
    vi.advanceTimersByTime(PROFILE_CHECK_INTERVAL_MS);
    up = false;
    expect(await authProvider.canAccess!({ resource: 'admin-centres', action: 'list' })).toBe(true);
  });
});
