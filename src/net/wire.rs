//! What the two machines say to each other: typed messages, versioned and size-limited.
//!
//! Every message is `[protocol version, 2 bytes little-endian][postcard body]`. The length is
//! checked before anything is decoded, so a peer cannot make this end allocate for a huge
//! claim; the version is checked next, so a peer from another release is told so instead of
//! being misread. Orders travel as RON text, the record's own spelling of them: postcard cannot
//! skip the optional fields the record leaves out, and one spelling means one meaning.

use serde::{Deserialize, Serialize};

use crate::rules::Order;
use crate::rules::shared_dice::Hex32;

/// Bumped whenever a message changes shape or meaning. 2: chat and undo asked of the other
/// side (`Chat`, `UndoAsk`, `UndoAnswer`; `Chat`, `UndoAsked`, `Undone`, `UndoRefused`).
pub const PROTOCOL_VERSION: u16 = 2;

/// The most characters in one line of chat: a line, not a letter. A longer one is refused
/// by the host (and cut by the window before it is sent).
pub const MAX_CHAT_CHARS: usize = 500;

/// The most a joiner or a spectator may send in one message: a proposal or a share is far
/// smaller; anything bigger is a bad peer.
pub const MAX_TO_HOST: usize = 16 * 1024;

/// The most the host sends in one message: the welcome carries the scenario's text, and a
/// catch-up carries orders in batches of `CATCH_UP_BATCH`.
pub const MAX_TO_PEER: usize = 4 * 1024 * 1024;

/// Orders per catch-up message.
pub const CATCH_UP_BATCH: usize = 200;

/// What a joiner wants to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Role {
    /// A seat: it holds the other side's secret and gives its orders.
    Player,
    /// A spectator: it never gets a secret and gives no orders.
    Watch,
}

/// From a joiner or a spectator to the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToHost {
    /// The first message: who it is. A player sends its commitment (blake3 of its secret)
    /// and its seat token (`seat_token`); a player coming back must send the same two.
    Hello {
        role: Role,
        commitment: Option<Hex32>,
        token: Option<Hex32>,
    },
    /// An order for the joiner's side, given when the game had `at` orders.
    Propose { at: u64, order: String },
    /// The joiner's share of roll `roll` (1 for the first).
    Share { roll: u64, share: Hex32 },
    /// The joiner's secret, at the end of the game.
    Reveal { secret: Hex32 },
    /// A line of chat from the joiner (at most `MAX_CHAT_CHARS` characters).
    Chat { text: String },
    /// The joiner asks to take back its last order (the host's player answers).
    UndoAsk,
    /// The joiner's answer to the host's `UndoAsked`.
    UndoAnswer { accept: bool },
}

/// From the host to a joiner or a spectator.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToPeer {
    /// The answer to `Hello`: the battle and the game so far. `side` is the joiner's side
    /// (`None` for a spectator). The scenario's text is checked against `scenario_hash`.
    Welcome {
        side: Option<usize>,
        scenario_path: String,
        scenario_hash: String,
        scenario_text: String,
        game: String,
        commitments: [Hex32; 2],
        /// How many orders the game has; they follow in `Orders` messages.
        orders: u64,
        /// Orders numbered but still waiting for dice; they follow as `Fixed` messages.
        queued: u64,
    },
    /// Orders `first`, `first + 1` ... already accepted (a catch-up).
    Orders { first: u64, orders: Vec<String> },
    /// Shares given so far by `side`, from roll `first` (a catch-up).
    Shares {
        side: usize,
        first: u64,
        shares: Vec<Hex32>,
    },
    /// Order number `n` (1 for the first) is fixed: both ends apply it; the dice it needs
    /// come from shares given after this.
    Fixed { n: u64, order: String },
    /// A side's share of roll `roll`.
    Share {
        side: usize,
        roll: u64,
        share: Hex32,
    },
    /// A side's secret, at the end of the game.
    Reveal { side: usize, secret: Hex32 },
    /// The joiner's proposal is refused: the rule's id (or `net.*` for the protocol) and why.
    Refused {
        order: String,
        rule: String,
        reason: String,
    },
    /// The host ends the connection and says why (a bad peer, the game over, a full seat).
    Bye { reason: String },
    /// A line of chat from `side`, said when the game had `after` orders; every end keeps it
    /// in its record.
    Chat {
        side: usize,
        after: u64,
        text: String,
    },
    /// `side` asks to take back its last order: the other side's player answers.
    UndoAsked { side: usize },
    /// `side`'s last order is taken back (the other side accepted): every end undoes it, and
    /// then has `orders` orders.
    Undone { side: usize, orders: u64 },
    /// `side`'s request to take back its last order is refused, and why.
    UndoRefused { side: usize, reason: String },
}

/// A line of chat as it may travel: one line, no control characters, at most
/// `MAX_CHAT_CHARS` characters; `None` if nothing is left to say.
pub fn clean_chat(text: &str) -> Option<String> {
    let line: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(MAX_CHAT_CHARS)
        .collect();
    let line = line.trim().to_string();
    (!line.is_empty()).then_some(line)
}

/// Why bytes from a peer could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WireError {
    TooBig { len: usize, max: usize },
    TooShort,
    Version { theirs: u16 },
    Malformed(String),
}

impl std::fmt::Display for WireError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WireError::TooBig { len, max } => {
                f.write_str(&t!("net-wire-too-big", len = len, max = max))
            }
            WireError::TooShort => f.write_str(&t!("net-wire-too-short")),
            WireError::Version { theirs } => f.write_str(&t!(
                "net-wire-version",
                theirs = theirs,
                ours = PROTOCOL_VERSION
            )),
            WireError::Malformed(e) => f.write_str(&t!("net-wire-malformed", error = e)),
        }
    }
}

/// The bytes of one message.
pub fn encode<T: Serialize>(msg: &T) -> Vec<u8> {
    let mut out = PROTOCOL_VERSION.to_le_bytes().to_vec();
    // Writing into a Vec cannot fail for these types (no maps with non-string keys, no
    // lengths unknown in advance); should it, the peer gets a message it refuses, not a panic.
    let _ = bevy_replicon::postcard_utils::to_extend_mut(msg, &mut out);
    out
}

/// One message from its bytes: the length first, then the version, then the body.
pub fn decode<T: for<'de> Deserialize<'de>>(bytes: &[u8], max: usize) -> Result<T, WireError> {
    if bytes.len() > max {
        return Err(WireError::TooBig {
            len: bytes.len(),
            max,
        });
    }
    let (Some(&a), Some(&b)) = (bytes.first(), bytes.get(1)) else {
        return Err(WireError::TooShort);
    };
    let version = u16::from_le_bytes([a, b]);
    if version != PROTOCOL_VERSION {
        return Err(WireError::Version { theirs: version });
    }
    let (msg, rest) = bevy_replicon::postcard::take_from_bytes::<T>(&bytes[2..])
        .map_err(|e| WireError::Malformed(e.to_string()))?;
    if !rest.is_empty() {
        return Err(WireError::Malformed(t!(
            "net-wire-trailing",
            n = rest.len()
        )));
    }
    Ok(msg)
}

/// What a joiner shows to take its seat again after a crash: a keyed hash of the join code's
/// secret under its own secret. The host keeps it from the first hello and never passes it on,
/// so a spectator, who knows the joiner's commitment, cannot take the seat with it; and it says
/// nothing of the secret.
pub fn seat_token(secret: &Hex32, code_secret: &Hex32) -> Hex32 {
    let mut input = b"trinchera seat v1".to_vec();
    input.extend_from_slice(&code_secret.0);
    Hex32(*blake3::keyed_hash(&secret.0, &input).as_bytes())
}

/// An order as it travels: its RON text.
pub fn order_text(order: &Order) -> String {
    ron::to_string(order).unwrap_or_default()
}

/// An order from its text, or why it is not one (sent back in English, said in the reader's
/// language).
pub fn order_from_text(text: &str) -> Result<Order, crate::words::Msg> {
    ron::from_str(text).map_err(|e| msg!("net-not-an-order", error = e.to_string()))
}

/// A peer that sends more than `per_second` messages a second on average (bursts of up to
/// `burst`) is flooding: its surplus is dropped and counted.
#[derive(Clone, Debug)]
pub struct RateLimit {
    per_second: f64,
    burst: f64,
    tokens: f64,
    last: std::time::Instant,
    /// Messages dropped since the peer came.
    pub dropped: u64,
}

impl RateLimit {
    pub fn new(per_second: f64, burst: f64) -> Self {
        RateLimit {
            per_second,
            burst,
            tokens: burst,
            last: std::time::Instant::now(),
            dropped: 0,
        }
    }

    /// Whether one more message may be taken now.
    pub fn take(&mut self, now: std::time::Instant) -> bool {
        let dt = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + dt * self.per_second).min(self.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            self.dropped += 1;
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_round_trip_and_bad_bytes_are_named() {
        let m = ToHost::Share {
            roll: 7,
            share: Hex32([3; 32]),
        };
        let bytes = encode(&m);
        assert_eq!(decode::<ToHost>(&bytes, MAX_TO_HOST), Ok(m));
        assert_eq!(
            decode::<ToHost>(&bytes, 4),
            Err(WireError::TooBig {
                len: bytes.len(),
                max: 4
            })
        );
        assert_eq!(
            decode::<ToHost>(&[1], MAX_TO_HOST),
            Err(WireError::TooShort)
        );
        let mut other = bytes.clone();
        other[0] = 99;
        assert_eq!(
            decode::<ToHost>(&other, MAX_TO_HOST),
            Err(WireError::Version { theirs: 99 })
        );
        // This version's two bytes, then bytes no message begins with.
        let mut garbage = PROTOCOL_VERSION.to_le_bytes().to_vec();
        garbage.extend([250u8, 251, 252, 253, 254, 255]);
        assert!(matches!(
            decode::<ToHost>(&garbage, MAX_TO_HOST),
            Err(WireError::Malformed(_))
        ));
        let mut longer = bytes;
        longer.push(0);
        assert!(matches!(
            decode::<ToHost>(&longer, MAX_TO_HOST),
            Err(WireError::Malformed(_))
        ));
    }

    #[test]
    fn a_flood_is_cut_to_the_burst() {
        let mut r = RateLimit::new(10.0, 5.0);
        let now = r.last;
        let taken = (0..100).filter(|_| r.take(now)).count();
        assert_eq!((taken, r.dropped), (5, 95));
        assert!(r.take(now + std::time::Duration::from_millis(150)));
    }
}
