export { INCLUDING_WORDS, placesInDescription, type PlaceAsk } from "./description.js";
export { placesOfProfile, type ProfilePlaces } from "./profile.js";
export { matchesPlace, type PlaceMatch } from "./match.js";
export { PLACES, type Place, type PlaceKind } from "./gazetteer.js";
