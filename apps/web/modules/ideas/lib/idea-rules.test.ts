import { IDEA_MESSAGES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { activityText, cleanTags, voteBlockedReason } from './idea-rules.ts';

const idea = {
  state: 'SUBMITTED',
  owner: 'ada',
  stage: 'NEW',
  coAuthors: [
    { userId: 'bob', name: 'Bob', status: 'ACCEPTED' },
    { userId: 'cy', name: 'Cy', status: 'INVITED' },
  ],
} as const;

describe('voteBlockedReason', () => {
  it('is nothing when the server lets the caller vote', () => {
    expect(voteBlockedReason({ canVote: true, idea: { ...idea, coAuthors: [...idea.coAuthors] } }, 'ada')).toBeNull();
  });

  it('says authors and co-authors, invited ones too, cannot vote for their own idea, in the rule book’s words', () => {
    const details = { canVote: false, idea: { ...idea, coAuthors: [...idea.coAuthors] } };
    expect(voteBlockedReason(details, 'ada')).toBe(IDEA_MESSAGES.ownVote);
    expect(voteBlockedReason(details, 'bob')).toBe(IDEA_MESSAGES.ownVote);
    expect(voteBlockedReason(details, 'cy')).toBe(IDEA_MESSAGES.ownVote);
    expect(voteBlockedReason(details, 'dee')).toBe('You cannot vote on this idea.');
  });

  it('says declined ideas and drafts take no votes', () => {
    const declined = { canVote: false, idea: { ...idea, stage: 'DECLINED' as const, coAuthors: [] } };
    expect(voteBlockedReason(declined, 'zoe')).toBe(IDEA_MESSAGES.declinedVote);
    const draft = { canVote: false, idea: { ...idea, state: 'DRAFT' as const, stage: null, coAuthors: [] } };
    expect(voteBlockedReason(draft, 'zoe')).toBe('Drafts take votes once they are submitted.');
  });
});

describe('activityText', () => {
  it('writes stage moves with the stages’ names, from the audit details (a JSON string on the wire)', () => {
    expect(activityText({ action: 'moveIdeas', details: JSON.stringify({ from: 'NEW', to: 'SELECTED' }) })).toBe(
      'moved it from New to Selected',
    );
    expect(activityText({ action: 'moveIdeas', details: { stage: 'IN_PROGRESS' } })).toBe('moved it to In progress');
    expect(activityText({ action: 'moveIdeas', details: null })).toBe('moved it to another stage');
  });

  it('names the other actions', () => {
    expect(activityText({ action: 'submitIdea', details: null })).toBe('submitted the idea');
    expect(activityText({ action: 'editIdea', details: '{"version":3}' })).toBe('edited the idea (version 3)');
    expect(activityText({ action: 'addIdeaComment', details: { parentId: 'c1' } })).toBe('replied to a comment');
    expect(
      activityText({
        action: 'inviteCoAuthors',
        details: {
          invited: [
            { userId: 'b', name: 'Bob Kahn' },
            { userId: 'c', name: 'Cy' },
          ],
        },
      }),
    ).toBe('invited Bob Kahn, Cy to co-author');
    expect(activityText({ action: 'respondToCoAuthorship', details: { accepted: false } })).toBe(
      'declined to co-author',
    );
    expect(activityText({ action: 'respondToCoAuthorship', details: { accepted: true } })).toBe(
      'joined as a co-author',
    );
    expect(activityText({ action: 'removeCoAuthor', details: { userName: 'Cy', left: false } })).toBe(
      'removed Cy as a co-author',
    );
    expect(activityText({ action: 'removeCoAuthor', details: { userName: 'Cy', left: true } })).toBe(
      'left as a co-author',
    );
    expect(activityText({ action: 'somethingNew', details: 'not json' })).toBe('changed the idea');
  });
});

describe('cleanTags', () => {
  it('trims, lower-cases, removes repeats and keeps within the limits', () => {
    expect(cleanTags([' Quick Win ', 'quick win', '', 'AI'])).toEqual(['quick win', 'ai']);
    expect(cleanTags(Array.from({ length: 12 }, (_, i) => `t${i}`))).toHaveLength(10);
    expect(cleanTags(['x'.repeat(50)])[0]).toHaveLength(40);
  });
});
