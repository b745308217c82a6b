import type { Tweet, UserProfile } from '../world/types.js';

/** Every value X accepts for `user.fields`; the sandbox serves the ones it models. */
export const USER_FIELDS = [
  'affiliation', 'confirmed_email', 'connection_status', 'created_at', 'description', 'entities', 'id',
  'is_identity_verified', 'location', 'most_recent_tweet_id', 'name', 'parody', 'pinned_tweet_id',
  'profile_banner_url', 'profile_image_url', 'protected', 'public_metrics', 'receives_your_dm', 'subscription',
  'subscription_type', 'url', 'username', 'verified', 'verified_followers_count', 'verified_type', 'withheld',
] as const;

/** Every value X accepts for `tweet.fields`. */
export const TWEET_FIELDS = [
  'article', 'attachments', 'author_id', 'card_uri', 'community_id', 'context_annotations', 'conversation_id',
  'created_at', 'display_text_range', 'edit_controls', 'edit_history_tweet_ids', 'entities', 'geo', 'id',
  'in_reply_to_user_id', 'lang', 'media_metadata', 'non_public_metrics', 'note_tweet', 'organic_metrics',
  'possibly_sensitive', 'promoted_metrics', 'public_metrics', 'referenced_tweets', 'reply_settings', 'scopes',
  'source', 'text', 'withheld',
] as const;

export const USER_EXPANSIONS = ['affiliation.user_id', 'most_recent_tweet_id', 'pinned_tweet_id'] as const;

export const TWEET_EXPANSIONS = [
  'article.cover_media', 'article.media_entities', 'attachments.media_keys', 'attachments.media_source_tweet',
  'attachments.poll_ids', 'author_id', 'edit_history_tweet_ids', 'entities.mentions.username', 'geo.place_id',
  'in_reply_to_user_id', 'entities.note.mentions.username', 'referenced_tweets.id',
  'referenced_tweets.id.attachments.media_keys', 'referenced_tweets.id.author_id',
] as const;

export const TWEET_EXCLUDES = ['replies', 'retweets'] as const;

/** A user as X serves it: id, name and username always, the rest only when asked for. */
export function projectUser(user: UserProfile, fields: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = { id: user.id, name: user.name, username: user.username };
  if (fields.has('created_at')) out.created_at = user.created_at;
  if (fields.has('description')) out.description = user.description;
  if (fields.has('location') && user.location !== '') out.location = user.location;
  if (fields.has('profile_image_url')) out.profile_image_url = user.profile_image_url;
  if (fields.has('protected')) out.protected = user.protected;
  if (fields.has('public_metrics')) out.public_metrics = user.public_metrics;
  if (fields.has('url')) out.url = user.url;
  if (fields.has('verified')) out.verified = user.verified;
  if (fields.has('verified_type')) out.verified_type = user.verified_type;
  return out;
}

/** A tweet as X serves it: id, text and edit_history_tweet_ids always, the rest only when asked for. */
export function projectTweet(tweet: Tweet, fields: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = { id: tweet.id, text: tweet.text, edit_history_tweet_ids: [tweet.id] };
  if (fields.has('author_id')) out.author_id = tweet.author_id;
  if (fields.has('conversation_id')) out.conversation_id = tweet.id;
  if (fields.has('created_at')) out.created_at = tweet.created_at;
  if (fields.has('lang')) out.lang = tweet.lang;
  if (fields.has('possibly_sensitive')) out.possibly_sensitive = false;
  if (fields.has('public_metrics')) out.public_metrics = tweet.public_metrics;
  if (fields.has('reply_settings')) out.reply_settings = 'everyone';
  return out;
}
