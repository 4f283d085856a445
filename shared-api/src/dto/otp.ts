// One-time codes and phone login: GET /api/otp/specs/, POST /api/otp/create/phone/ {phone},
// POST /api/otp/validate/phone/ {phone, code}, POST /api/personal_account/login_by_phone/ {phone, code},
// GET /api/personal_account/ (who is logged in), POST /api/personal_account/logout/.
// Errors: 400 {phone: [..]} or {code: [..]}; 429 {detail, retry_after} for a resend inside the cool-down or too many codes.

export interface OtpSpecs {
  code_length: number;
  ttl_seconds: number;
  resend_cooldown_seconds: number;
  max_attempts: number;
}

export interface OtpCreateRequest {
  phone: string;
}

/** 201 after a code was sent. */
export interface OtpCreated {
  /** '+79991234567' */
  phone: string;
  code_length: number;
  expires_in: number;
  resend_in: number;
}

export interface OtpValidateRequest {
  phone: string;
  code: string;
}

export interface OtpValidated {
  phone: string;
  valid: true;
  attempts_left: number;
}

export interface PersonalAccount {
  phone: string | null;
  logged_in: boolean;
}
