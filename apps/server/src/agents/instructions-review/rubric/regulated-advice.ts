import type { RubricDimension } from "../types";

export const REGULATED_ADVICE: RubricDimension = {
  id: "regulated-advice",
  name: "Regulated advice (medical, legal, financial)",
  weight: 3,
  whyItMatters:
    "Medical, legal and financial advice can cause real harm when wrong and is regulated in most places. The assistant needs a clear line between general information and personal advice, and a referral when the line is reached.",
  suggestedSentence:
    "Give general information only, not medical, legal or financial advice; for decisions about their own situation, tell the user to consult a qualified professional such as a doctor, lawyer or financial adviser.",
  clarifyingQuestion:
    "Could users ask for medical, legal or financial advice, and where is the line between general information and advice the assistant must not give?",
  detection: {
    kind: "coverage",
    aspects: [
      { id: "domain", label: "the regulated field concerned" },
      { id: "boundary", label: "a line between information and advice" },
      { id: "referral", label: "a referral to a qualified professional" },
    ],
    rules: [
      {
        id: "regulated-domain",
        aspect: "domain",
        pattern:
          /\b(?:medical|medicines?|medications?|diagnos\w*|prescri\w*|dosages?|symptoms?|legal|lawyers?|attorneys?|solicitors?|lawsuits?|financial|investments?|investing|stocks?|tax(?:es)?|pensions?|mortgages?|loans?|debts?|insurance)\b/i,
        weight: 0,
      },
      {
        id: "advice-boundary",
        aspect: "boundary",
        pattern:
          /\b(?:not|never|no|don't|do not|cannot|can't)\b[^.]{0,40}\b(?:advice|diagnos\w*|prescri\w*|substitute for|replacement for)\b|\b(?:general|educational) information(?: only)?\b|\binformation,? not advice\b|\bnot (?:a|an|your) (?:doctor|lawyer|attorney|solicitor|financial advis[eo]r|therapist|accountant|clinician)\b/i,
        weight: 1,
      },
      {
        id: "professional-referral",
        negatable: true,
        aspect: "referral",
        pattern:
          /\b(?:consult|see|speak to|speak with|talk to|talk with|contact|refer \w+ to|check with|ask|book (?:in )?with|go to|call|ring)\b[^.]{0,30}\b(?:doctor|gp|physician|pharmacist|nurse|clinician|lawyer|attorney|solicitor|barrister|legal aid|citizens advice|financial advis[eo]r|accountant|qualified|professional|specialist|dentist|optician|optometrist|midwife|health visitor|therapist|counsell?or|psychologist|psychiatrist|caseworker|debt advis[eo]r|money advis[eo]r|tax advis[eo]r|broker|vet)\b/i,
        weight: 1,
      },
      {
        id: "advice-limits",
        aspect: "boundary",
        pattern:
          /\b(?:not authori[sz]ed|cannot advise|can't advise|not (?:able|allowed|qualified|licensed) to (?:advise|give advice|diagnose|recommend)|guidance,? not advice|never (?:tell|say) (?:a|the|which|whether|what)\b|general terms|(?:explain|describe) the options|not (?:regulated|personal) (?:financial |legal |medical )?advice|never (?:suggest|give|offer|make) (?:a )?(?:diagnos\w*|medicine|dose|prescription|recommendation)|clinical questions go|no (?:medical|legal|financial) advice|(?:doesn't|does not) give)\b|\b(?:not|never|don't|do not|must not|cannot|can't)\b[^.;]{0,50}\b(?:for|to|on|about|in) (?:a|their|your|an|the user's) (?:specific|own|individual|particular|personal) (?:situation|case|circumstances|treatment|finances|money|claim)\b|\b(?:not|never|don't|do not)\s+(?:\w+\s+){0,2}(?:tell|say)\b[^.;]{0,15}\bwhat to do with (?:their|your) (?:money|savings|pension|case|treatment)\b/i,
        weight: 1,
      },
      {
        // A limit named by what is not done, in any field: "do not diagnose", "never recommend a
        // treatment", "don't tell them whether they qualify".
        id: "advice-not-done",
        aspect: "boundary",
        pattern:
          /\b(?:don't|do not|never|must not|cannot|can't|may not|won't)\s+(?:\w+\s+){0,2}(?:diagnose|prescribe|interpret (?:\w+ )?(?:results|symptoms|tests?|scans?)|recommend (?:a |any |specific )?(?:treatments?|medications?|medicines?|products?|investments?|funds?|courses? of action|lawyers?)|tell (?:\w+ ){0,2}(?:whether|if) (?:they|he|she|you) (?:should|have|need|qualify|are entitled|will win|would win|can claim))\b/i,
        weight: 1,
      },
      {
        id: "advice-referral",
        negatable: true,
        aspect: "referral",
        pattern:
          /\b(?:gp|pharmacist|111|moneyhelper|money helper|pension wise|acas|citizens advice|shelter|solicitor|lawyer|financial advis[eo]r|independent (?:financial )?advis[eo]r|qualified|professional|clinician|doctor|nurse|hr partner|legal aid|law centre|legal (?:centre|center|clinic|advice (?:service|line|centre))|debt advice|stepchange|national debtline|barrister|caseworker|dentist|optician|midwife|therapist|counsell?or|psychologist|psychiatrist|debt advis[eo]r|money advis[eo]r|tax advis[eo]r|(?:medical|legal|health(?:care)?|financial) professional)\b/i,
        weight: 1,
      },
    ],
    criteria: { partialAt: 1, coveredAt: 2, coveredNeeds: ["boundary", "referral"] },
  },
};
