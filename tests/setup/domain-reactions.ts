import { registerDomainReactions } from "~/.server/domain-reactions.server";

registerDomainReactions();
