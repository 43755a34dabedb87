import { CAMPAIGN_MESSAGES, IDEA_MESSAGES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { activityText, authorText, cleanTags, commentBlockedReason, voteBlockedReason } from './idea-rules.ts';

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

describe('campaign rules', () => {
  const campaignIdea = { ...idea, coAuthors: [], campaignId: 'c-1', moderation: 'VISIBLE' as const };

  it('says the phase does not take votes or comments, in the campaign’s words', () => {
    expect(voteBlockedReason({ canVote: false, idea: campaignIdea }, 'zoe')).toBe(CAMPAIGN_MESSAGES.votingClosed);
    expect(commentBlockedReason({ canComment: false, idea: campaignIdea })).toBe(CAMPAIGN_MESSAGES.commentsClosed);
    expect(commentBlockedReason({ canComment: true, idea: campaignIdea })).toBeNull();
  });

  it('says an idea waiting for approval, not approved or hidden takes neither', () => {
    const pending = { ...campaignIdea, moderation: 'PENDING' as const };
    expect(voteBlockedReason({ canVote: false, idea: pending }, 'zoe')).toBe(
      'Votes open once a moderator approves the idea.',
    );
    expect(commentBlockedReason({ canComment: false, idea: { ...campaignIdea, moderation: 'HIDDEN' } })).toBe(
      'Comments are closed while the idea is hidden.',
    );
  });

  it('sends votes of a duplicate to the original; a workspace idea keeps the general words', () => {
    expect(voteBlockedReason({ canVote: false, idea: { ...campaignIdea, duplicateOfId: 'i-0' } }, 'zoe')).toBe(
      'This idea is a duplicate: vote for the original instead.',
    );
    expect(commentBlockedReason({ canComment: false, idea: { ...idea, coAuthors: [] } })).toBe(
      'Comments are closed on this idea.',
    );
  });
});

describe('authorText', () => {
  it('shows “Anonymous” as sent, and marks the real name for those who see through the anonymity', () => {
    expect(authorText({ authorName: 'Anonymous', anonymous: true })).toBe('Anonymous');
    expect(authorText({ authorName: 'Ada Lovelace', anonymous: true })).toBe('Ada Lovelace (anonymous)');
    expect(authorText({ authorName: 'Ada Lovelace', anonymous: false })).toBe('Ada Lovelace');
    expect(authorText({ authorName: null })).toBe('A former member');
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
