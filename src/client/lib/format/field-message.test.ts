import { describe, expect, it } from 'vitest';
import { asSentence, humanize, serverSentence } from './field-message';

describe('validation messages worded for people', () => {
  it('names the field by its label, as a sentence', () => {
    expect(humanize('email must be a valid address', 'email', 'Email')).toBe('Email must be a valid address.');
    expect(humanize('couponDescription is required', 'couponDescription', 'Description')).toBe('Description is required.');
    expect(humanize('reason: say in a few words why', 'reason', 'Reason')).toBe('Reason: say in a few words why.');
    expect(humanize('A banner image is required', 'banner', 'Banner')).toBe('A banner image is required.');
  });

  it('says a server refusal’s field key in words and leaves the server’s own sentences exact', () => {
    expect(serverSentence('pointsReward must be at most 100: the most an event may credit, set by the super admin')).toBe(
      'Points reward must be at most 100: the most an event may credit, set by the super admin.',
    );
    expect(serverSentence('email must be a valid address')).toBe('Email must be a valid address.');
    expect(serverSentence('Your session has expired. Please log in again')).toBe('Your session has expired. Please log in again');
    expect(serverSentence('Email or password is wrong.')).toBe('Email or password is wrong.');
  });

  it('ends a sentence once', () => {
    expect(asSentence('done.')).toBe('Done.');
    expect(asSentence('')).toBe('');
  });
});
