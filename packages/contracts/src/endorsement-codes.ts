// Without zod: the full quote's conviction question offers these, and both sides check a code is one.

/**
 * The DVLA's endorsement codes (the public list "Penalty points (endorsements)" on GOV.UK): the
 * code a court or fixed penalty puts on a licence, with what it is for. The full quote asks for
 * unspent motoring convictions only, by code.
 */
export const endorsementCodes = {
  AC10: "Failing to stop after an accident",
  AC20: "Failing to give particulars or report an accident within 24 hours",
  AC30: "Undefined accident offence",
  BA10: "Driving while disqualified by order of court",
  BA30: "Attempting to drive while disqualified by order of court",
  BA40: "Causing death by driving while disqualified",
  BA60: "Causing serious injury by driving while disqualified",
  CD10: "Driving without due care and attention",
  CD20: "Driving without reasonable consideration for other road users",
  CD30: "Driving without due care and attention or without reasonable consideration",
  CD40: "Causing death through careless driving when unfit through drink",
  CD50: "Causing death by careless driving when unfit through drugs",
  CD60: "Causing death by careless driving with alcohol level above the limit",
  CD70: "Causing death by careless driving then failing to supply a specimen for analysis",
  CD80: "Causing death by careless or inconsiderate driving",
  CD90: "Causing death by driving: unlicensed, disqualified or uninsured drivers",
  CU10: "Using a vehicle with defective brakes",
  CU20: "Causing danger by use of an unsuitable vehicle or one with parts in a dangerous condition",
  CU30: "Using a vehicle with defective tyres",
  CU40: "Using a vehicle with defective steering",
  CU50: "Causing danger by reason of load or passengers",
  CU80: "Breach of requirements as to control of the vehicle, such as using a mobile phone",
  DD10: "Causing serious injury by dangerous driving",
  DD40: "Dangerous driving",
  DD60: "Manslaughter or culpable homicide while driving a vehicle",
  DD80: "Causing death by dangerous driving",
  DD90: "Furious driving",
  DG10: "Driving or attempting to drive with a drug level above the specified limit",
  DG40: "In charge of a vehicle while drug level above the specified limit",
  DG60: "Causing death by careless driving with a drug level above the limit",
  DR10: "Driving or attempting to drive with alcohol level above the limit",
  DR20: "Driving or attempting to drive while unfit through drink",
  DR30: "Driving or attempting to drive then failing to supply a specimen for analysis",
  DR31: "Driving or attempting to drive then refusing to give permission for analysis of a blood sample",
  DR40: "In charge of a vehicle while alcohol level above the limit",
  DR50: "In charge of a vehicle while unfit through drink",
  DR60: "Failure to provide a specimen for analysis in circumstances other than driving",
  DR61: "Refusing to give permission for analysis of a blood sample, other than driving",
  DR70: "Failing to co-operate with a preliminary test",
  DR80: "Driving or attempting to drive when unfit through drugs",
  DR90: "In charge of a vehicle when unfit through drugs",
  IN10: "Using a vehicle uninsured against third party risks",
  LC20: "Driving otherwise than in accordance with a licence",
  LC30: "Driving after making a false declaration about fitness when applying for a licence",
  LC40: "Driving a vehicle having failed to notify a disability",
  LC50: "Driving after a licence has been cancelled or refused on medical grounds",
  MS10: "Leaving a vehicle in a dangerous position",
  MS20: "Unlawful pillion riding",
  MS30: "Play street offences",
  MS50: "Motor racing on the highway",
  MS60: "Offences not covered by other codes",
  MS70: "Driving with uncorrected defective eyesight",
  MS80: "Refusing to submit to an eyesight test",
  MS90: "Failure to give information as to identity of driver",
  MW10: "Contravention of special roads regulations (excluding speed limits)",
  PC10: "Undefined contravention of pedestrian crossing regulations",
  PC20: "Contravention of pedestrian crossing regulations with a moving vehicle",
  PC30: "Contravention of pedestrian crossing regulations with a stationary vehicle",
  SP10: "Exceeding goods vehicle speed limits",
  SP20: "Exceeding speed limit for type of vehicle (excluding goods or passenger vehicles)",
  SP30: "Exceeding statutory speed limit on a public road",
  SP40: "Exceeding passenger vehicle speed limit",
  SP50: "Exceeding speed limit on a motorway",
  TS10: "Failing to comply with traffic light signals",
  TS20: "Failing to comply with double white lines",
  TS30: "Failing to comply with a 'stop' sign",
  TS40: "Failing to comply with the direction of a constable or traffic officer",
  TS50: "Failing to comply with a traffic sign",
  TS60: "Failing to comply with a school crossing patrol sign",
  TS70: "Undefined failure to comply with a traffic direction sign",
  TT99: "Disqualification under the totting-up procedure",
  UT50: "Aggravated taking of a vehicle",
} as const satisfies Record<string, string>;

export type EndorsementCode = keyof typeof endorsementCodes;

/** The offence group a code belongs to: its two letters (SP speeding, DR drink driving, ...). */
export function endorsementGroup(code: string): string {
  return code.slice(0, 2);
}

export function isEndorsementCode(code: string): code is EndorsementCode {
  return Object.hasOwn(endorsementCodes, code);
}
