import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiRoute, type ParamNames } from './api-route';
import { API_PATHS } from './api-paths';
import { SHELL_API } from './shell-api-paths';

describe('apiRoute', () => {
  it('fills each parameter in order and keeps the pattern the server declares', () => {
    const participant = apiRoute('/events/:id/participants/:userId/attended');
    expect(participant(7, 42)).toBe('/events/7/participants/42/attended');
    expect(participant.pattern).toBe('/events/:id/participants/:userId/attended');
    expect(API_PATHS.auth.update(42)).toBe('/auth/update/42');
    expect(API_PATHS.auth.update.pattern).toBe('/auth/update/:id');
    expect(API_PATHS.boxes.labels(3)).toBe('/boxes/batches/3/labels.pdf');
    expect(SHELL_API.userById(5)).toBe('/user/getUserById/5');
  });

  it('encodes each value, so a code or an invite id cannot reach another route', () => {
    expect(API_PATHS.events.join('a/b c')).toBe('/events/invite/a%2Fb%20c/join');
    expect(API_PATHS.boxes.one('RB-1?x')).toBe('/boxes/RB-1%3Fx');
  });

  it('checks the parameters\' names and number in the types', () => {
    expectTypeOf<ParamNames<'/clients/:id/business-users/:userId'>>().toEqualTypeOf<['id', 'userId']>();
    expectTypeOf<ParamNames<'/boxes/batches/:id/labels.pdf'>>().toEqualTypeOf<['id']>();
    expectTypeOf(API_PATHS.stores.manager).parameters.toEqualTypeOf<[string | number, string | number]>();
    // Never run: only the compiler reads these.
    const _misuses = () => [
      // @ts-expect-error: the pattern has two parameters
      API_PATHS.stores.manager(1),
      // @ts-expect-error: a pattern without parameters is a plain string, not an apiRoute
      apiRoute('/stores/mine'),
    ];
  });
});
