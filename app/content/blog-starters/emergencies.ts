import type { StarterArticle } from "./types";

export const emergencyStarters: StarterArticle[] = [];
