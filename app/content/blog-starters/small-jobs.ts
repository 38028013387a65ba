import type { StarterArticle } from "./types";

export const smallJobStarters: StarterArticle[] = [];
