import { PHOTO_MAX_BYTES } from '@cocho/contracts';
import { expect, it } from 'vitest';
import { findBrazilId, sampleRegistration } from '../auth/sample-registration';
import { forEachDatabase } from '../testing/for-each-database';
import { jpegHeader, pngHeader } from './sample-images';
import { answerOf, errorOf } from '../testing/typed-call';

type UserAnswer = { user: Record<string, unknown> & { foto: string | null } };

const dataUrl = (type: string, file: Buffer): string => `data:${type};base64,${file.toString('base64')}`;

forEachDatabase('profile', (t) => {
  /** The editable fields of the sample registration, with `overrides`. */
  const profile = async (overrides: Record<string, unknown> = {}) => {
    const {
      email: _e,
      password: _p,
      confirmacao: _c,
      aceite: _a,
      ...fields
    } = sampleRegistration('x@example.com', await findBrazilId(t.db));
    return { ...fields, ...overrides };
  };

  it('user/update edits every registration field and answers the user', async () => {
    const user = await t.signUp();
    const res = await t.call(
      'user/update',
      await profile({
        NOME: 'Joana Prado',
        perfil: 'professor',
        telefone: '31 3899-1000',
        como_conheceu: 'livros',
        numero_documento: '111.444.777-35',
        data_nascimento: '1975-12-31',
        sexo: 'N',
        endereco: {
          pais: await findBrazilId(t.db),
          estado: 'SP',
          cidade: 'Piracicaba',
          logradouro: 'Av. Pádua Dias',
          numero: '11',
          cep: '13418-900',
        },
      }),
      { token: user.token },
    );
    expect(res.status).toBe(200);
    expect(answerOf('updateUser', res).user).toMatchObject({
      id: user.user.id,
      email: user.email,
      NOME: 'Joana Prado',
      perfil: 'professor',
      telefone: '3138991000',
      como_conheceu: 'livros',
      numero_documento: '11144477735',
      data_nascimento: '1975-12-31',
      sexo: 'N',
      endereco: expect.objectContaining({
        estado: 'SP',
        cidade: 'Piracicaba',
        cep: '13418-900',
        bairro: null,
      }),
    });
    const check = await t.call('verificaToken', {}, { token: user.token });
    expect(answerOf('verificaToken', check).user.NOME).toBe('Joana Prado');
  });

  it('user/update refuses a CPF with bad check digits, naming the field, and a document of another account', async () => {
    const user = await t.signUp();
    const bad = await t.call('user/update', await profile({ numero_documento: '111.444.777-36' }), {
      token: user.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'numero_documento', code: 'cpfInvalid' }],
    });
    const missingStreet = await t.call(
      'user/update',
      await profile({ endereco: { pais: await findBrazilId(t.db), cidade: 'Viçosa', numero: '1' } }),
      { token: user.token },
    );
    expect(errorOf(missingStreet).fields).toEqual([{ field: 'endereco.logradouro', code: 'required' }]);

    const other = await t.signUp();
    const otherDocument = await t.db
      .selectFrom('users')
      .select('numero_documento')
      .where('id', '=', other.user.id)
      .executeTakeFirstOrThrow();
    const taken = await t.call(
      'user/update',
      await profile({ numero_documento: otherDocument.numero_documento }),
      { token: user.token },
    );
    expect(taken.status).toBe(409);
    expect(errorOf(taken).code).toBe('DOCUMENT_EXISTS');
    // Its own document is not "taken".
    const own = await t.db
      .selectFrom('users')
      .select('numero_documento')
      .where('id', '=', user.user.id)
      .executeTakeFirstOrThrow();
    const same = await t.call('user/update', await profile({ numero_documento: own.numero_documento }), {
      token: user.token,
    });
    expect(same.status).toBe(200);
  });

  it('stores a picture, serves it at the user view address with its type and cache headers, and removes it', async () => {
    const user = await t.signUp();
    const jpeg = Buffer.concat([jpegHeader(1024, 640), Buffer.alloc(500, 7)]);
    const res = await t.call('user/foto', { imagem: dataUrl('image/jpeg', jpeg) }, { token: user.token });
    expect(res.status).toBe(200);
    const foto = answerOf('uploadPhoto', res).user.foto;
    expect(foto).toMatch(new RegExp(`^/fotos/${user.user.id}-[A-Za-z0-9_-]+\\.jpg$`));

    const served = await fetch(`${t.url}${foto}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);

    const png = await t.call(
      'user/foto',
      { imagem: dataUrl('image/png', pngHeader(300, 300)) },
      { token: user.token },
    );
    const pngFoto = answerOf('uploadPhoto', png).user.foto;
    expect(pngFoto).toMatch(/\.png$/);
    expect((await fetch(`${t.url}${foto}`)).status).toBe(404);

    const removed = await t.call('user/foto/remover', {}, { token: user.token });
    expect(answerOf('removePhoto', removed).user.foto).toBeNull();
    expect((await fetch(`${t.url}${pngFoto}`)).status).toBe(404);
  });

  it('refuses pictures that are too large, too wide, or not PNG/JPEG', async () => {
    const user = await t.signUp();
    const wide = await t.call(
      'user/foto',
      { imagem: dataUrl('image/png', pngHeader(1025, 600)) },
      { token: user.token },
    );
    expect(wide.status).toBe(400);
    expect(errorOf(wide).code).toBe('IMAGE_INVALID');

    // The browser's type does not count: the bytes are read.
    const disguised = await t.call(
      'user/foto',
      { imagem: dataUrl('image/png', Buffer.from('GIF89a0000000000')) },
      { token: user.token },
    );
    expect(errorOf(disguised).code).toBe('IMAGE_INVALID');

    const heavy = Buffer.concat([jpegHeader(800, 800), Buffer.alloc(PHOTO_MAX_BYTES, 1)]);
    const tooLarge = await t.call(
      'user/foto',
      { imagem: dataUrl('image/jpeg', heavy) },
      { token: user.token },
    );
    expect(tooLarge.status).toBe(413);
    expect(errorOf(tooLarge).code).toBe('PAYLOAD_TOO_LARGE');

    expect(
      (await t.call('user/foto', { imagem: 'data:image/svg+xml;base64,PHN2Zz4=' }, { token: user.token }))
        .status,
    ).toBe(400);
    const after = await t.call('verificaToken', {}, { token: user.token });
    expect(answerOf('verificaToken', after).user.foto).toBeNull();
  });

  it('user/update stores the account currency, keeps it when absent, clears it with null and refuses others', async () => {
    const user = await t.signUp();
    const moedaOf = async (): Promise<unknown> =>
      ((await t.call('verificaToken', {}, { token: user.token })).body as UserAnswer).user.moeda;
    expect(user.user).toMatchObject({ moeda: null });
    expect(await moedaOf()).toBeNull();

    const set = await t.call('user/update', await profile({ moeda: 'PYG' }), { token: user.token });
    expect(set.status).toBe(200);
    expect(answerOf('updateUser', set).user.moeda).toBe('PYG');
    expect(await moedaOf()).toBe('PYG');

    // Editing the profile without the field keeps the currency.
    const kept = await t.call('user/update', await profile({ NOME: 'Ana Benítez' }), { token: user.token });
    expect(answerOf('updateUser', kept).user).toMatchObject({ NOME: 'Ana Benítez', moeda: 'PYG' });

    const wrong = await t.call('user/update', await profile({ moeda: 'EUR' }), { token: user.token });
    expect(wrong.status).toBe(400);
    expect(await moedaOf()).toBe('PYG');

    const cleared = await t.call('user/update', await profile({ moeda: null }), { token: user.token });
    expect(answerOf('updateUser', cleared).user.moeda).toBeNull();
    expect(await moedaOf()).toBeNull();
  });
});
