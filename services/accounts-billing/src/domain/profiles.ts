import type { LEAD_SOURCE_TYPE } from "@leadstream/contracts/vocabulary";

/** A profile with every field X serves and the follower cache keeps. */
export interface XFullProfile {
  xUserId: string;
  handle: string;
  displayName: string;
  bio: string;
  followersCount: number;
  followingCount: number;
  tweetCount: number;
  listedCount: number;
  /** When the X account was created; null when X left it out. */
  createdAt: Date | null;
  profileImageUrl: string;
  protected: boolean;
  verified: boolean;
  location: string;
  url: string;
}

/** How a profile reached the cache first: it followed the account, or liked one of its recent posts (DECISIONS). */
export type SourceType = (typeof LEAD_SOURCE_TYPE.names)[number];

export interface CachedProfile extends XFullProfile {
  /** The cache's own id: the stable order of ListCachedProfiles. */
  id: number;
  sourceType: SourceType;
}

/** X serves accounts that never set a picture with an image under default_profile_images. */
export const hasDefaultProfileImage = (profile: Pick<XFullProfile, "profileImageUrl">): boolean =>
  profile.profileImageUrl === "" || profile.profileImageUrl.includes("/default_profile_images/");

/** One page of an X user list (followers or liking users), newest first. */
export interface ProfilePage {
  profiles: XFullProfile[];
  /** Null on the last page. */
  nextToken: string | null;
}
