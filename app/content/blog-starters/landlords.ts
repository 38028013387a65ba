import type { StarterArticle } from "./types";

export const landlordStarters: StarterArticle[] = [];
