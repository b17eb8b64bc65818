import { describe, expect, it } from 'vitest';
import { feedbackSchema, imageProblem, maxImageBytes, refusedPart } from './feedback-form';

const schema = feedbackSchema({
  questionType: 'type',
  required: 'required',
  tooLong: 'long',
  markup: 'markup',
});
const problems = (values: { questionType: string; content: string }) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('feedback form rules', () => {
  it('needs a question type of the contract and some content', () => {
    expect(problems({ questionType: '', content: '   ' })).toEqual({
      questionType: 'type',
      content: 'required',
    });
    expect(problems({ questionType: 'lottery', content: 'ok' })).toEqual({ questionType: 'type' });
    expect(problems({ questionType: 'deposit', content: 'Where is my deposit?' })).toEqual({});
  });

  it('takes up to 140 characters of plain text', () => {
    expect(problems({ questionType: 'game', content: 'x'.repeat(140) })).toEqual({});
    expect(problems({ questionType: 'game', content: 'x'.repeat(141) })).toEqual({
      content: 'long',
    });
    expect(problems({ questionType: 'game', content: 'a <b> tag' })).toEqual({
      content: 'markup',
    });
  });

  it('takes png and jpg images of at most 5 MB', () => {
    expect(imageProblem({ type: 'image/png', size: maxImageBytes })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'image/png', size: maxImageBytes + 1 })).toBe('size');
  });

  it('puts a server refusal on the part of the form it names', () => {
    expect(refusedPart('body.content')).toBe('content');
    expect(refusedPart('body.questionType')).toBe('questionType');
    expect(refusedPart('body.images.2')).toBe('images');
    expect(refusedPart('body')).toBeNull();
    expect(refusedPart(undefined)).toBeNull();
  });
});
