// Every value type a key column can hold, each with its codec.
#ifndef ROWKEY_CODEC_VALUE_CODEC_HPP
#define ROWKEY_CODEC_VALUE_CODEC_HPP

#include <rowkey/codec/byte_array.hpp>
#include <rowkey/codec/chrono.hpp>
#include <rowkey/codec/codec_interface.hpp>
#include <rowkey/codec/escaped.hpp>
#include <rowkey/codec/floating.hpp>
#include <rowkey/codec/integral.hpp>
#include <rowkey/codec/padded_string.hpp>

#endif
