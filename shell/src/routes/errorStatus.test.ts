import { toPageError } from './errorStatus';

describe('toPageError', () => {
  it.each([
    [{ statusCode: 410, message: 'Gone' }, 410],
    [{ status: 503, message: 'Down' }, 503],
    [{ response: { status: 502 }, message: 'Bad gateway' }, 502],
    [{ statusCode: 404, status: 500 }, 404],
    [new Error('boom'), 500],
    [null, 500],
  ])('takes the status from statusCode, status or response.status: %j → %i', (error, status) => {
    expect(toPageError(error).status).toBe(status);
  });

  it('keeps the message', () => {
    expect(toPageError(new Error('boom')).message).toBe('boom');
  });
});
