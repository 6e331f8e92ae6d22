import { expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../src/shared/account-settings-rules';
import { describeOnEachDatabase, signIn, type TestApp } from './test-app';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const SETTINGS = '/umbraco/api/Membership/GetPlayerAccountSettings';
const UPDATE = '/umbraco/api/Membership/UpdatePlayerAccountSettings';
const UPLOAD = '/umbraco/api/Membership/UploadAvatar';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

function multipart(fileName: string, type: string, bytes: Buffer) {
  const boundary = '----apl-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="uploadAvatar"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}

const upload = (app: TestApp, cookie: string, fileName: string, type: string, bytes: Buffer) => {
  const body = multipart(fileName, type, bytes);
  return app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: { ...body.headers, cookie, ...XHR },
    payload: body.payload,
  });
};

async function settingsOf(app: TestApp, cookie: string) {
  const response = await app.inject({ url: SETTINGS, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The settings as the page sends them back: dateBirth YYYY-MM-DD, groups with their flags. */
function bodyFrom(settings: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  return {
    membershipNumber: settings.membershipNumber,
    emailAddress: settings.emailAddress,
    firstname: settings.firstname,
    lastname: settings.lastname,
    phoneMobile: settings.phoneMobile,
    suburb: 'Fitzroy',
    stateId: settings.stateId,
    postcode: '3065',
    dateBirth: '1990-06-15',
    gender: settings.gender,
    useAvatar: settings.useAvatar,
    unsubscribeSettings: settings.unsubscribeSettings,
    ...changes,
  };
}

const update = (app: TestApp, cookie: string, body: unknown) =>
  app.inject({ method: 'POST', url: UPDATE, headers: { cookie, ...XHR }, payload: body as object });

describeOnEachDatabase('account settings and avatars', (ctx) => {
  it('answers the signed-in member’s settings and refuses visitors', async () => {
    const cookie = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const settings = await settingsOf(ctx.app, cookie);
    expect(settings).toMatchObject({
      emailAddress: 'member@example.com',
      firstname: 'Mia',
      lastname: 'Callaghan',
      phoneMobile: '0412345678',
      mobileVerified: true,
      pendingAvatarUrl: null,
      unsubscribeSettings: { status: true },
    });
    expect(settings.unsubscribeSettings.subscriptionGroups.length).toBeGreaterThan(0);
    expect((await ctx.app.inject({ url: SETTINGS })).statusCode).toBe(401);
  });

  it('saves the suburb and the date of birth (YYYY-MM-DD) and answers the saved settings', async () => {
    const cookie = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const response = await update(ctx.app, cookie, bodyFrom(await settingsOf(ctx.app, cookie)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ suburb: 'Fitzroy', postcode: '3065', dateBirth: '1990-06-15' });
    expect(await settingsOf(ctx.app, cookie)).toMatchObject({ suburb: 'Fitzroy', dateBirth: '1990-06-15' });
  });

  it('answers every broken rule as a field-to-message map', async () => {
    const cookie = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const settings = await settingsOf(ctx.app, cookie);
    const response = await update(
      ctx.app,
      cookie,
      bodyFrom(settings, {
        suburb: ' ',
        stateId: null,
        postcode: '',
        dateBirth: '2015-01-01',
        phoneMobile: '',
        emailAddress: 'mia@',
        password: 'short',
        confirmPassword: 'other',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      suburb: 'Suburb is required.',
      stateId: 'State is required.',
      postcode: 'Postcode is required',
      dateBirth: 'You must be at least 18 years of age',
      phoneMobile: 'Mobile is required.',
      emailAddress: 'Please provide a valid email address.',
      password: 'Invalid password. Password not strong enough',
      confirmPassword: 'Two passwords that you enter is inconsistent!',
    });
  });

  it('refuses another member’s mobile or email and another membership number', async () => {
    const cookie = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const settings = await settingsOf(ctx.app, cookie);
    const mobile = await update(ctx.app, cookie, bodyFrom(settings, { phoneMobile: '0423 456 789' }));
    expect(mobile.statusCode).toBe(400);
    expect(Object.keys(mobile.json().errors)).toEqual(['phoneMobile']);
    const email = await update(ctx.app, cookie, bodyFrom(settings, { emailAddress: 'Rival@Example.com' }));
    expect(email.statusCode).toBe(400);
    expect(Object.keys(email.json().errors)).toEqual(['emailAddress']);
    const other = await update(
      ctx.app,
      cookie,
      bodyFrom(settings, { membershipNumber: settings.membershipNumber + 1 }),
    );
    expect(other.statusCode).toBe(400);
  });

  it('keeps the email valid for a change of case only, and marks a new email not valid for marketing', async () => {
    const cookie = await signIn(ctx.app, 'rival@example.com', 'Rival#2026');
    const settings = await settingsOf(ctx.app, cookie);
    const sameEmail = await update(
      ctx.app,
      cookie,
      bodyFrom(settings, { emailAddress: 'RIVAL@example.com' }),
    );
    expect(sameEmail.json().unsubscribeSettings.status).toBe(true);
    const changed = await update(ctx.app, cookie, bodyFrom(settings, { emailAddress: 'riley@example.org' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      emailAddress: 'riley@example.org',
      unsubscribeSettings: { status: false, message: expect.stringContaining('not confirmed') },
    });
  });

  it('changes the password only when a strong one is given, and the new one signs in', async () => {
    const cookie = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    const settings = await settingsOf(ctx.app, cookie);
    const response = await update(
      ctx.app,
      cookie,
      bodyFrom(settings, { password: 'Whitlock#2027', confirmPassword: 'Whitlock#2027' }),
    );
    expect(response.statusCode).toBe(200);
    await expect(signIn(ctx.app, 'director@example.com', 'Whitlock#2027')).resolves.toBeTruthy();
    await expect(signIn(ctx.app, 'director@example.com', 'Director#2026')).rejects.toThrow();
    await update(ctx.app, cookie, bodyFrom(settings, { password: 'Director#2026' }));
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const cookie = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const response = await ctx.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: { cookie, ...XHR, 'content-type': 'application/json' },
      payload: '{"suburb": "Fitzroy",',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });

  it('takes a PNG by its bytes (even named .exe), pending until staff approve it', async () => {
    const cookie = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const response = await upload(ctx.app, cookie, 'holiday.exe', 'application/octet-stream', PNG);
    expect(response.statusCode).toBe(200);
    const { pendingAvatarUrl } = response.json();
    expect(pendingAvatarUrl).toMatch(/^\/avatars\/[a-f0-9]{32}\.png\?v=\d+$/);
    const image = await ctx.app.inject({ url: pendingAvatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const before = await settingsOf(ctx.app, cookie);
    expect(before.pendingAvatarUrl).toBe(pendingAvatarUrl);
    expect(before.avatarUrl).not.toBe(pendingAvatarUrl);

    const staff = await signIn(ctx.app, 'admin@example.com', 'Admin#2026');
    const floor = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    expect(
      (await ctx.app.inject({ url: '/umbraco/api/Membership/PendingAvatars', headers: { cookie } }))
        .statusCode,
    ).toBe(403);
    // The avatar queue is league admins' (issue 34): a venue director sees none of it.
    expect(
      (await ctx.app.inject({ url: '/umbraco/api/Membership/PendingAvatars', headers: { cookie: floor } }))
        .statusCode,
    ).toBe(403);
    const pending = (
      await ctx.app.inject({ url: '/umbraco/api/Membership/PendingAvatars', headers: { cookie: staff } })
    ).json() as { id: number; url: string }[];
    const mine = pending.find((p) => p.url === pendingAvatarUrl);
    expect(mine).toBeDefined();
    const review = (approve: boolean) =>
      ctx.app.inject({
        method: 'POST',
        url: '/umbraco/api/Membership/ReviewAvatar',
        headers: { cookie: staff, ...XHR },
        payload: { id: mine?.id, approve },
      });
    expect((await review(true)).statusCode).toBe(200);
    expect((await review(false)).statusCode).toBe(409);

    const after = await settingsOf(ctx.app, cookie);
    expect(after).toMatchObject({ avatarUrl: pendingAvatarUrl, pendingAvatarUrl: null });
    const me = (
      await ctx.app.inject({ url: '/umbraco/api/account/getLoggedMember', headers: { cookie } })
    ).json();
    expect(me.avatar).toBe(pendingAvatarUrl);
  });

  it('refuses an .exe renamed .png, an image of 10 MB and one byte, and a request without a file', async () => {
    // By mobile: an earlier test changed Riley's email.
    const cookie = await signIn(ctx.app, '0423 456 789', 'Rival#2026');
    const exe = await upload(ctx.app, cookie, 'me.png', 'image/png', EXE);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().errors).toEqual({ uploadAvatar: 'Only upload JPG/PNG file is allowed.' });

    const big = Buffer.alloc(AVATAR_MAX_BYTES + 1);
    PNG.copy(big);
    const tooBig = await upload(ctx.app, cookie, 'me.png', 'image/png', big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors).toEqual({ uploadAvatar: 'Maximum avatar size is 10MB.' });

    const exact = Buffer.alloc(AVATAR_MAX_BYTES);
    PNG.copy(exact);
    expect((await upload(ctx.app, cookie, 'me.png', 'image/png', exact)).statusCode).toBe(200);

    const json = await ctx.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: { cookie, ...XHR },
      payload: { uploadAvatar: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual({ uploadAvatar: 'Please choose a JPG or PNG image.' });
  });

  it('answers 404 for an avatar file that does not exist and 400 for a name that is not one', async () => {
    expect((await ctx.app.inject({ url: `/avatars/${'a'.repeat(32)}.png` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });
});
