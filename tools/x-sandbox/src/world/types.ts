import type { BioLanguage } from './name-pools.js';

export interface UserPublicMetrics {
  followers_count: number;
  following_count: number;
  tweet_count: number;
  listed_count: number;
  like_count: number;
  media_count: number;
}

export type VerifiedType = 'none' | 'blue' | 'business' | 'government';

/** A user as X would describe it with every field we support; routes project it down to `user.fields`. */
export interface UserProfile {
  id: string;
  username: string;
  name: string;
  description: string;
  /** Empty means unset; X omits the field then. */
  location: string;
  url: string;
  profile_image_url: string;
  created_at: string;
  protected: boolean;
  verified: boolean;
  verified_type: VerifiedType;
  public_metrics: UserPublicMetrics;
}

export type UserOrigin = 'persona' | 'handle' | 'fixture';

/** Ground truth about a user that X would never tell; for tests and benchmarks only. */
export interface UserTruth {
  origin: UserOrigin;
  bot: boolean;
  culture?: string;
  role?: string;
  industry?: string;
  language?: BioLanguage;
}

export interface TweetPublicMetrics {
  retweet_count: number;
  reply_count: number;
  like_count: number;
  quote_count: number;
  bookmark_count: number;
  impression_count: number;
}

export interface Tweet {
  id: string;
  text: string;
  created_at: string;
  author_id: string;
  lang: string;
  public_metrics: TweetPublicMetrics;
}

/** A generated person before the world gives it an id. */
export interface GeneratedPerson {
  profile: Omit<UserProfile, 'id'>;
  truth: UserTruth;
}
